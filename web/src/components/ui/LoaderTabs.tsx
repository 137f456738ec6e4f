// Tabs whose panels load from their data-href the first time they are opened (a closed panel is
// not mounted), and come from the cache after that.
import type { RemoteSource } from './remote-content';
import { RemoteContent, type RenderPage } from './RemoteContent';
import { Tabs } from './Tabs';

export interface LoaderTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly RemoteSource[];
  renderPage: RenderPage;
}

export function LoaderTabs({ label, tabs, renderPage }: LoaderTabsProps) {
  return (
    <Tabs
      label={label}
      items={tabs.map((tab, index) => ({
        value: String(index),
        label: tab.TITLE,
        dataHref: tab.HREF,
        content: <RemoteContent href={tab.HREF} property={tab.PROPERTY} renderPage={renderPage} />,
      }))}
    />
  );
}
