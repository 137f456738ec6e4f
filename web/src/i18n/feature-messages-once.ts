// A feature's messages loaded once per language: the first call starts the load, later calls share
// it, and a failed load is forgotten so the next call tries again.
import { loadFeatureMessages, type FeatureMessages } from './i18n';
import { i18n, translationsStarted } from './translate';

export function featureMessagesOnce(loaders: FeatureMessages): () => Promise<void> {
  const loaded = new Map<string, Promise<void>>();
  return async () => {
    await translationsStarted();
    const language = i18n.language;
    let loading = loaded.get(language);
    if (!loading) {
      loading = loadFeatureMessages(loaders).catch((error: unknown) => {
        loaded.delete(language);
        throw error;
      });
      loaded.set(language, loading);
    }
    return loading;
  };
}
