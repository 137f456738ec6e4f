// Who is browsing, from the page settings the server inlined (spec section 6 and the members
// contract): ID above 0 and GROUP above 0 is a member.
import type { MemberInfo, Settings } from './settings';

/** Spec section 5: a member whose password strength is 6 or less must update it. */
export const WEAK_PASSWORD_STRENGTH = 6;

export function isMember(info: MemberInfo): boolean {
  return info.ID > 0 && info.GROUP > 0;
}

export function needsPasswordUpdate(info: MemberInfo): boolean {
  return isMember(info) && info.PASSWORD_STRENGTH <= WEAK_PASSWORD_STRENGTH;
}

export function needsKvkkNotice(settings: Pick<Settings, 'MEMBER_INFO' | 'KVKK_REQUIRED'>): boolean {
  return isMember(settings.MEMBER_INFO) && settings.KVKK_REQUIRED === 1 && settings.MEMBER_INFO.KVKK !== 1;
}
