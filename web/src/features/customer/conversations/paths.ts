// Where the member's messages are: the account page's section, whose anchor the shop's answer
// mail links to (/hesabim#mesajlar).
import { localizedPath } from '../../../lib/paths';
import { ACCOUNT_SLUG } from '../paths';

export const MESSAGES_ANCHOR = 'mesajlar';

export function messagesPath(): string {
  return `${localizedPath(ACCOUNT_SLUG)}#${MESSAGES_ANCHOR}`;
}
