import { describe, expect, it } from 'vitest';
import { CONTACT_RULES, contactSchema } from './conversations/message-rules';
import { registerSchema, ruleFailures } from './form-rules';
import { formRules, lengthAttributes, REGISTER_RULES, requiredAttributes, type PageRequirement } from './page-requirement';
import { readPageRequirement } from './page-requirement-answer';
import { noPhoneInput } from '../phone';

/** The registration answer of the server's contract. */
const REGISTER_ANSWER = {
  status: 1,
  data: [
    {
      page: 'register',
      captcha: 0,
      fields: [
        { name: 'name', required: 1, minLength: 0, maxLength: 50 },
        { name: 'surname', required: 1, minLength: 0, maxLength: 50 },
        { name: 'email', required: 1, minLength: 0, maxLength: 254 },
        { name: 'phone', required: 1, minLength: 0, maxLength: 0 },
        { name: 'gender', required: 0, minLength: 0, maxLength: 0 },
        { name: 'password', required: 1, minLength: 6, maxLength: 128 },
        { name: 'password_again', required: 1, minLength: 6, maxLength: 128 },
        { name: 'kvkk', required: 1, minLength: 0, maxLength: 0 },
        { name: 'commercial_message', required: 0, minLength: 0, maxLength: 0 },
      ],
    },
  ],
};

describe('readPageRequirement', () => {
  it('reads the flags and the stated lengths; 0 is no length stated', () => {
    const requirement = readPageRequirement(REGISTER_ANSWER, 'register');
    expect(requirement?.captcha).toBe(false);
    expect(requirement?.fields.password).toEqual({ required: true, minLength: 6, maxLength: 128 });
    expect(requirement?.fields.email).toEqual({ required: true, maxLength: 254 });
    expect(requirement?.fields.gender).toEqual({ required: false });
  });

  it('is null for a refusal, an unreadable answer or another page', () => {
    expect(readPageRequirement({ status: 0, data: [] }, 'register')).toBeNull();
    expect(readPageRequirement({ error: { code: 'not_found', message: 'x' } }, 'register')).toBeNull();
    expect(readPageRequirement(null, 'register')).toBeNull();
    expect(readPageRequirement('<html>', 'register')).toBeNull();
    expect(readPageRequirement(REGISTER_ANSWER, 'contact')).toBeNull();
  });

  it('skips fields without a name and parts it cannot read', () => {
    const requirement = readPageRequirement(
      {
        status: 1,
        data: [{ page: 'contact', captcha: 1, fields: [{ required: 1 }, { name: 'subject', required: 'yes', maxLength: -3 }, 'x'] }],
      },
      'contact',
    );
    expect(requirement).toEqual({ page: 'contact', captcha: true, fields: { subject: {} } });
  });
});

describe('formRules', () => {
  it('keeps the built-in rules when there is no answer (failed or still on the way)', () => {
    expect(formRules(REGISTER_RULES, null)).toBe(REGISTER_RULES);
    expect(formRules(REGISTER_RULES, undefined)).toBe(REGISTER_RULES);
  });

  it('takes what the answer states', () => {
    const rules = formRules(REGISTER_RULES, readPageRequirement(REGISTER_ANSWER, 'register'));
    expect(rules.captcha).toBe(false);
    expect(rules.fields.password).toEqual({ required: true, minLength: 6, maxLength: 128 });
    expect(rules.fields.email).toEqual({ required: true, maxLength: 254 });
    expect(rules.fields.commercial_message.required).toBe(false);
  });

  it('falls back to the built-in rule of a field the answer leaves out, and of a length it does not state', () => {
    const requirement: PageRequirement = {
      page: 'register',
      fields: { gender: { required: true }, name: { required: false }, email: { maxLength: 100 } },
    };
    const rules = formRules(REGISTER_RULES, requirement);
    expect(rules.fields.gender.required).toBe(true);
    // Not required any more, and the limit the answer did not state stays the built-in one.
    expect(rules.fields.name).toEqual({ required: false, maxLength: 50 });
    expect(rules.fields.email).toEqual({ required: true, maxLength: 100 });
    // Left out: as built in.
    expect(rules.fields.surname).toEqual(REGISTER_RULES.fields.surname);
    expect(rules.fields.phone).toEqual(REGISTER_RULES.fields.phone);
    expect(rules.fields.kvkk).toEqual(REGISTER_RULES.fields.kvkk);
    // No captcha flag: the form's own choice.
    expect(rules.captcha).toBe(REGISTER_RULES.captcha);
  });

  it('ignores fields the form does not have', () => {
    const rules = formRules(REGISTER_RULES, { page: 'register', fields: { birth_date: { required: true } } });
    expect(Object.keys(rules.fields)).toEqual(Object.keys(REGISTER_RULES.fields));
  });

  it('shows the security code as the answer says', () => {
    expect(formRules(CONTACT_RULES, { page: 'contact', captcha: false, fields: {} }).captcha).toBe(false);
    expect(formRules(CONTACT_RULES, { page: 'contact', captcha: true, fields: {} }).captcha).toBe(true);
    expect(formRules(REGISTER_RULES, { page: 'register', captcha: true, fields: {} }).captcha).toBe(true);
  });
});

describe('field attributes', () => {
  it('marks required fields for the browser and assistive technology', () => {
    expect(requiredAttributes({ required: true })).toEqual({ required: true, 'aria-required': true });
    expect(requiredAttributes({ required: false })).toEqual({});
  });

  it('gives only the stated lengths', () => {
    expect(lengthAttributes({ required: true, minLength: 6, maxLength: 128 })).toEqual({ minLength: 6, maxLength: 128 });
    expect(lengthAttributes({ required: true, maxLength: 50 })).toEqual({ maxLength: 50 });
    expect(lengthAttributes({ required: false })).toEqual({});
  });
});

describe('the forms follow their rules', () => {
  const registration = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 (532) 123 45 67',
    gender: '' as const,
    password: 'Gizli.Parola1',
    password_again: 'Gizli.Parola1',
    kvkk: true,
    commercial_message: false,
  };

  it('registration: a field the server requires must be given, one it does not may be left', () => {
    const rules = formRules(REGISTER_RULES, {
      page: 'register',
      fields: { gender: { required: true }, phone: { required: false }, name: { required: false } },
    }).fields;
    expect(ruleFailures(registerSchema(noPhoneInput, rules), registration)).toEqual({ gender: 'required' });
    expect(ruleFailures(registerSchema(noPhoneInput, rules), { ...registration, gender: 'female', phone: '', name: '' })).toEqual({});
    // A phone typed is still checked.
    expect(ruleFailures(registerSchema(noPhoneInput, rules), { ...registration, gender: 'female', phone: '+90 (532) 1' })).toEqual({
      phone: 'required',
    });
  });

  it('registration: the built-in rules when the answer is missing', () => {
    const rules = formRules(REGISTER_RULES, null).fields;
    expect(ruleFailures(registerSchema(noPhoneInput, rules), { ...registration, name: '', phone: '', kvkk: false })).toEqual({
      name: 'required',
      phone: 'required',
      kvkk: 'mandatory',
    });
  });

  it('contact: the security code is asked only when it is shown', () => {
    const contact = {
      name: 'Elif Kaya',
      email: 'elif@example.com',
      phone: '',
      department: '2',
      subject: 'Beden',
      message: 'Merhaba',
      security_code: '',
    };
    expect(ruleFailures(contactSchema(undefined, CONTACT_RULES), contact)).toEqual({
      security_code: 'conversations.validation.securityCode',
    });
    const noCaptcha = formRules(CONTACT_RULES, { page: 'contact', captcha: false, fields: { subject: { required: false } } });
    expect(ruleFailures(contactSchema(undefined, noCaptcha), { ...contact, subject: '' })).toEqual({});
    // An optional subject typed is still checked.
    expect(ruleFailures(contactSchema(undefined, noCaptcha), { ...contact, subject: 'a'.repeat(151) })).toEqual({
      subject: 'conversations.validation.subjectTooLong',
    });
  });
});
