// Spec sections 2 and 7: the server answers with this page's URL in the chosen language; an empty
// link reloads, or goes home when this is the home page. Failures only log a warning (section 8).
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import type { PageRef } from '../../../lib/page-data';
import { homePath } from '../../../lib/paths';
import { getSettings, HOME_PAGE_ID, isLanguage, type Language } from '../../../lib/settings';
import { useChangeLanguage } from '../api/change-language';
import { LocaleMenu } from './LocaleMenu';

/** Where to go once the server has switched the language. */
export function languageTarget(link: string, page: PageRef, language: Language): string | null {
  if (link) return link;
  return page.PAGE_ID === HOME_PAGE_ID ? homePath(language) : null;
}

export function LanguageSwitch({ page }: { page: PageRef }) {
  const { t } = useTranslation();
  const settings = getSettings();
  const current = settings.LANGUAGE;
  const change = useChangeLanguage();

  const select = (key: string) => {
    if (!isLanguage(key) || key === current || change.isPending) return;
    change.mutate(
      {
        language: key,
        linkType: page.LINK_TYPE,
        tablePageId: page.TABLE_PAGE_ID,
        path: window.location.pathname + window.location.search,
      },
      {
        onSuccess: (response) => {
          if (!response.success) {
            console.warn('Language change refused', response);
            return;
          }
          const target = languageTarget(response.link, page, key);
          if (target === null) window.location.reload();
          else window.location.assign(target);
        },
        onError: (error) => {
          console.warn('Language change failed', error);
        },
      },
    );
  };

  return (
    <LocaleMenu
      label={t('header.language')}
      selected={current}
      onSelect={select}
      items={settings.LANGUAGES.map((language) => ({ key: language, label: t(`language.${language}`), lang: language }))}
      icon={<Icon name="globe" size={18} />}
      current={<span lang={current}>{t(`language.${current}`)}</span>}
      busy={change.isPending}
      testId="language-switch"
    />
  );
}
