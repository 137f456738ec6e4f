import { describe, expect, it } from 'vitest';
import { alertForm, guestSchema } from './alert-form';

describe('alertForm', () => {
  it("sends a member's variant alone", () => {
    expect(alertForm(812, null)).toEqual({ VARIANT_ID: 812 });
  });

  it("sends a guest's trimmed address and tick beside the variant", () => {
    expect(alertForm(812, { email: '  anne@example.com ', kvkk: true })).toEqual({ VARIANT_ID: 812, EMAIL: 'anne@example.com', KVKK: true });
  });
});

describe('guestSchema', () => {
  it('asks for a well-formed address and the notice ticked', () => {
    expect(guestSchema.safeParse({ email: 'anne@example.com', kvkk: true }).success).toBe(true);
    const refused = guestSchema.safeParse({ email: 'anne@', kvkk: false });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'email'],
      ['kvkk', 'mandatory'],
    ]);
    expect(guestSchema.safeParse({ email: ' ', kvkk: true }).error?.issues[0]?.message).toBe('required');
  });
});
