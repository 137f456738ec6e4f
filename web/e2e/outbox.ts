// What the server wrote to its outbox (mails and SMS codes, one file each), read by the browser
// tests that follow a link or type a code from it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './app-test';

/** The names of the outbox files that end with `suffix`; none while the outbox does not exist. */
function outboxNames(outbox: string, suffix: string): string[] {
  try {
    return readdirSync(outbox).filter((name) => name.endsWith(suffix));
  } catch {
    return [];
  }
}

/** The text of a mail file, its body decoded by its Content-Transfer-Encoding (8bit, QP, base64). */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split);
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase() ?? '8bit';
  let text: string;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  } else {
    text = Buffer.from(body, 'latin1').toString('utf8');
  }
  return `${head}\n${text.replace(/&amp;/g, '&')}`;
}

/** The mails in the outbox to `email` whose text has `needle`. */
export function mailsTo(outbox: string, email: string, needle: string): string[] {
  return outboxNames(outbox, '.eml')
    .map((name) => mailText(readFileSync(join(outbox, name), 'latin1')))
    .filter((mail) => mail.includes(email) && mail.includes(needle));
}

/** The same-site path of the newest link mailed to `email` that `pattern` finds. */
export async function linkFromOutbox(outbox: string, email: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = outboxNames(outbox, '.eml')
          .map((name) => join(outbox, name))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const mail = mailText(readFileSync(file, 'latin1'));
          if (!mail.includes(email)) continue;
          const link = pattern.exec(mail)?.[0];
          if (link) {
            const url = new URL(link);
            found = `${url.pathname}${url.search}`;
            return found;
          }
        }
        return '';
      },
      { message: `a mail to ${email} with a link` },
    )
    .not.toBe('');
  return found;
}

/** A one-time code the card sandbox wrote: when (unix ms, from its name) and its text. */
export interface WalletCode {
  at: number;
  text: string;
}

/**
 * The one-time codes the card sandbox wrote for `msisdn` since `since` (unix ms), oldest first. Their
 * files, `wallet-otp-{unix ms}-{random}.txt`, carry no phone number in the name: the code is the
 * first line and the number the `To:` line.
 */
export function walletCodes(outbox: string, msisdn: string, since: number): WalletCode[] {
  return outboxNames(outbox, '.txt')
    .map((name) => ({ name, at: Number(/^wallet-otp-(\d+)-/.exec(name)?.[1] ?? NaN) }))
    .filter((file) => file.at >= since)
    .map((file) => ({ ...file, text: readFileSync(join(outbox, file.name), 'utf8') }))
    .filter((file) => file.text.split('\n').includes(`To: ${msisdn}`))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map(({ at, text }) => ({ at, text }));
}

/** The code of the newest SMS to `msisdn` (international digits) in the outbox. */
export async function smsCodeFromOutbox(outbox: string, msisdn: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        for (const name of outboxNames(outbox, '-phone-code.sms').sort().reverse()) {
          const text = readFileSync(join(outbox, name), 'utf8');
          if (!text.includes(`+${msisdn}`)) continue;
          code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
          return code;
        }
        return '';
      },
      { message: `an SMS code for +${msisdn} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
