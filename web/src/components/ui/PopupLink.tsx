// A link whose address's answer opens in a modal instead of a new page (contract texts, size
// tables). The answer is loaded when the modal first opens; closing it gives focus back to the link.
import type { RemoteSource } from './remote-content';
import { Modal, MODAL_MAX_WIDTH } from './Modal';
import { RemoteContent, type RenderPage } from './RemoteContent';
import './remote-content.css';

export interface PopupLinkProps {
  link: RemoteSource;
  renderPage: RenderPage;
}

export function PopupLink({ link, renderPage }: PopupLinkProps) {
  return (
    <Modal
      title={link.TITLE}
      width={MODAL_MAX_WIDTH}
      trigger={
        <button type="button" className="popup-link" data-href={link.HREF}>
          {link.TITLE}
        </button>
      }
    >
      <RemoteContent href={link.HREF} property={link.PROPERTY} renderPage={renderPage} />
    </Modal>
  );
}
