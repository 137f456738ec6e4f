// The store locator's front door: what other features and the app may use. Everything else in this
// folder is its own.
/** The store locator page's view; its own messages come with it. */
export const importStoresView = () =>
  Promise.all([
    import('./components/StoresRouteView'),
    import('./stores-messages').then((messages) => messages.loadStoresMessages()),
  ]).then(([view]) => view);
