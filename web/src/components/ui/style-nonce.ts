// The page's Content-Security-Policy allows <style> elements only with the nonce the server put in
// <meta name="csp-nonce">. Dialogs inject one small style element (to lock page scrolling), so the
// library that writes it is handed that nonce before any dialog opens.
import { setNonce } from 'get-nonce';

const nonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);
