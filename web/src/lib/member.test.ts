import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type MemberInfo } from './settings';
import { isMember, needsKvkkNotice, needsPasswordUpdate } from './member';

const member: MemberInfo = { ID: 7, GROUP: 1, COUNTRY: 'TR', E_COUNTRY: '', KVKK: 1, PASSWORD_STRENGTH: 9 };

describe('member prompts (spec sections 5 and 6)', () => {
  it('treats ID and GROUP above 0 as a member', () => {
    expect(isMember(member)).toBe(true);
    expect(isMember(DEFAULT_SETTINGS.MEMBER_INFO)).toBe(false);
    expect(isMember({ ...member, GROUP: 0 })).toBe(false);
  });

  it('forces the password update at a strength of 6 or less, for members only', () => {
    expect(needsPasswordUpdate({ ...member, PASSWORD_STRENGTH: 6 })).toBe(true);
    expect(needsPasswordUpdate({ ...member, PASSWORD_STRENGTH: 7 })).toBe(false);
    expect(needsPasswordUpdate({ ...DEFAULT_SETTINGS.MEMBER_INFO, PASSWORD_STRENGTH: 0 })).toBe(false);
  });

  it('shows the data-protection notice to a member who has not accepted it when KVKK_REQUIRED is set', () => {
    expect(needsKvkkNotice({ MEMBER_INFO: { ...member, KVKK: 0 }, KVKK_REQUIRED: 1 })).toBe(true);
    expect(needsKvkkNotice({ MEMBER_INFO: { ...member, KVKK: 0 }, KVKK_REQUIRED: 0 })).toBe(false);
    expect(needsKvkkNotice({ MEMBER_INFO: member, KVKK_REQUIRED: 1 })).toBe(false);
    expect(needsKvkkNotice({ MEMBER_INFO: { ...DEFAULT_SETTINGS.MEMBER_INFO, KVKK: 0 }, KVKK_REQUIRED: 1 })).toBe(false);
  });
});
