// The card wallet provider's browser client: one method per call of spec section 7. Each method
// takes camelCase inputs, applies the protocol's field rules (card data encrypted, aliases
// URL-encoded, numbers as the provider wants them) and answers the envelope read by readAnswer.
// Bad card input is refused before anything is sent. The client knows only the base URL, the
// client id and the public key it is given: the same code talks to the real provider or a stand-in.
import { readAnswer, type WalletAnswer } from './answer';
import { isExpiryValid, isLuhnValid, normalizeCardNumber } from './card-number';
import { WalletError } from './errors';
import { encryptHex, type RsaPublicKey } from './rsa';
import { postJson } from './transport';

/** What the shop's wallet settings endpoint answers. */
export interface WalletSettings {
  /** The provider's base, e.g. `https://provider.example/v2`; calls are POSTed to `{baseUrl}/{call}`. */
  baseUrl: string;
  clientId: string;
  publicKey: RsaPublicKey;
  /** Time limit of one try. */
  timeoutMs: number;
  /** Further tries after a network error or a 5xx answer. */
  retries: number;
}

export interface WalletClientOptions {
  fetch?: typeof fetch;
  /** The clock for `dateTime` and the expiry check. */
  now?: () => Date;
  /** The device fingerprint sent as `fp`; by default a random id kept for the client's life. */
  fingerprint?: () => string;
  /** The pause between retries. */
  sleep?: (ms: number) => Promise<void>;
}

/** For settings without a usable time limit: a limit of 0 would fail every call at once. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Spec section 9. */
export const API_VERSION = '34';
export const CLIENT_TYPE = '1';

/** The language of the provider's SMS and texts. */
export type WalletLanguage = 'tur' | 'eng';

/** What the shopper types to complete a step: an SMS code, the wallet PIN or the card's cvv. */
export type PinType = 'otp' | 'mpin' | 'cvv';

type FieldValue = string | number | boolean | undefined;

/** Provider fields beyond the modelled ones (e.g. address fields on register); false and undefined are left out. */
export type ExtraFields = Record<string, FieldValue>;

interface CallInput {
  /** Defaults to Turkish. */
  language?: WalletLanguage;
  /** Sent as `additionalParams`. */
  additionalParams?: Record<string, string>;
  extraFields?: ExtraFields;
}

interface TokenInput extends CallInput {
  /** The merchant token the shop's server made for this shopper and this call. */
  token: string;
}

interface ShopperInput extends TokenInput {
  /** International digits, e.g. `905321234567`. */
  msisdn: string;
}

export interface CardFields {
  /** As typed: spaces and dashes are dropped; refused unless Luhn-valid. */
  cardNumber: string;
  /** YYMM. */
  expiryDate: string;
  /** 3 or 4 digits, else sent empty. */
  cvc: string;
  cardHolderName: string;
}

export interface PurchaseFields {
  referenceNo: string;
  orderNo: string;
  /** In kuruş, a positive whole number. */
  amount: number;
  /** Sent as a number when numeric. */
  installmentCount: number | string;
  paymentType?: string;
  macroMerchantId?: string;
}

export interface CheckMasterPassEndUserInput extends ShopperInput {
  userId: string;
}
export type ListManagementInput = ShopperInput;
export interface RegisterInput extends ShopperInput, CardFields {
  referenceNo: string;
  cardAlias: string;
  userId?: string;
}
export interface ValidateTransactionInput extends TokenInput {
  /** The `token` of the answer that asked for the code. */
  validationRefNo: string;
  validationCode: string;
  referenceNo: string;
  pinType: PinType;
}
export interface ResendOtpInput extends CallInput {
  validationRefNo: string;
  token?: string;
}
export interface RemotePurchaseOtherInput extends ShopperInput, PurchaseFields {
  cardAlias: string;
  /** When the saved card asks for it (`promptCpin`). */
  cvc?: string;
}
export interface DirectPurchaseInput extends ShopperInput, PurchaseFields, CardFields {}
export interface PurchaseAndRegisterInput extends DirectPurchaseInput {
  cardAlias: string;
  userId?: string;
}
export interface CommitTransactionInput extends TokenInput {
  referenceNo: string;
}
export interface DeleteCardInput extends ShopperInput {
  cardAlias: string;
}
export interface LinkCardToClientInput extends ShopperInput {
  cardAlias?: string;
}
export interface AddCardToMasterPassInput extends ShopperInput {
  cardAlias: string;
}
export interface VerifyPinInput extends ShopperInput {
  referenceNo: string;
  pin: string;
}
export interface UpdateUserInput extends ShopperInput {
  oldValue: string;
  newValue: string;
  /** What changes, e.g. `MSISDN` or `EMAIL`. */
  valueType: string;
}
export interface ForgotPasswordInput extends ShopperInput {
  referenceNo: string;
  cardNumber: string;
  cvc: string;
}
export interface CompleteRegistrationInput extends ShopperInput {
  referenceNo: string;
  token2: string;
}

export interface WalletClient {
  checkMasterPassEndUser(input: CheckMasterPassEndUserInput): Promise<WalletAnswer>;
  listManagement(input: ListManagementInput): Promise<WalletAnswer>;
  register(input: RegisterInput): Promise<WalletAnswer>;
  validateTransaction(input: ValidateTransactionInput): Promise<WalletAnswer>;
  resendOtp(input: ResendOtpInput): Promise<WalletAnswer>;
  remotePurchaseOther(input: RemotePurchaseOtherInput): Promise<WalletAnswer>;
  directPurchase(input: DirectPurchaseInput): Promise<WalletAnswer>;
  purchaseAndRegister(input: PurchaseAndRegisterInput): Promise<WalletAnswer>;
  commitTransaction(input: CommitTransactionInput): Promise<WalletAnswer>;
  deleteCard(input: DeleteCardInput): Promise<WalletAnswer>;
  linkCardToClient(input: LinkCardToClientInput): Promise<WalletAnswer>;
  addCardToMasterPass(input: AddCardToMasterPassInput): Promise<WalletAnswer>;
  verifyPin(input: VerifyPinInput): Promise<WalletAnswer>;
  updateUser(input: UpdateUserInput): Promise<WalletAnswer>;
  forgotPassword(input: ForgotPasswordInput): Promise<WalletAnswer>;
  completeRegistration(input: CompleteRegistrationInput): Promise<WalletAnswer>;
}

/** The fixed flags of a new card (wallet-protocol "register"). */
const NEW_CARD_FLAGS = {
  actionType: 'A',
  eActionType: 'A',
  cardTypeFlag: '05',
  cpinFlag: 'Y',
  defaultAccount: 'Y',
  mmrpConfig: '110010',
  identityVerificationFlag: 'Y',
  mobileAccountConfig: 'MWA',
  timeZone: '+03',
  uiChannelType: '6',
} as const;

/** `installmentCount` goes as a number when it is one, else as given. */
export function installmentCountField(value: number | string): number | string {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
}

/** The amount as the provider wants it: kuruş as a string of digits. */
export function amountField(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus <= 0) {
    throw new WalletError('The amount must be a positive whole number of kuruş', 'EINVALID_AMOUNT');
  }
  return String(kurus);
}

/** Aliases and the holder name travel URL-encoded. */
export function encodedText(value: string): string {
  return encodeURIComponent(value);
}

/** Leaves out undefined fields and false booleans, as the provider's own client does. */
export function compactFields(fields: Record<string, FieldValue>): Record<string, string | number | true> {
  const kept: Record<string, string | number | true> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === false) continue;
    kept[key] = value;
  }
  return kept;
}

function randomFingerprint(): string {
  // getRandomValues works outside secure contexts too, unlike randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createWalletClient(settings: WalletSettings, options: WalletClientOptions = {}): WalletClient {
  // A plain fetch, not apiCall: the wallet provider is a third party, not the shop's API.
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? (() => new Date());
  const fp = randomFingerprint();
  const fingerprint = options.fingerprint ?? (() => fp);
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const transport = {
    fetch: fetchImpl,
    timeoutMs: Number.isFinite(settings.timeoutMs) && settings.timeoutMs > 0 ? settings.timeoutMs : DEFAULT_TIMEOUT_MS,
    retries: Math.max(0, Math.floor(settings.retries) || 0),
    sleep: options.sleep ?? defaultSleep,
  };

  const encrypt = (plain: string): string => encryptHex(plain, settings.publicKey);
  const encryptCvc = (cvc: string | undefined): string => {
    const digits = (cvc ?? '').trim();
    return /^\d{3,4}$/.test(digits) ? encrypt(digits) : '';
  };
  const encryptCardNumber = (typed: string): string => {
    if (!isLuhnValid(typed)) throw new WalletError('The card number is not valid', 'EINVALID_CARD');
    return encrypt(normalizeCardNumber(typed));
  };
  const checkedExpiry = (expiryDate: string): string => {
    const trimmed = expiryDate.trim();
    if (!isExpiryValid(trimmed, now())) {
      throw new WalletError('The expiry date is not valid', 'EINVALID_EXPIRY');
    }
    return trimmed;
  };
  const language = (input: CallInput): WalletLanguage => input.language ?? 'tur';
  const cardFields = (input: CardFields): Record<string, string> => ({
    rtaPan: encryptCardNumber(input.cardNumber),
    expiryDate: checkedExpiry(input.expiryDate),
    cvc: encryptCvc(input.cvc),
    cardHolderName: encodedText(input.cardHolderName),
  });
  const purchaseFields = (input: PurchaseFields): Record<string, FieldValue> => ({
    referenceNo: input.referenceNo,
    orderNo: input.orderNo,
    amount: amountField(input.amount),
    installmentCount: installmentCountField(input.installmentCount),
    paymentType: input.paymentType,
    macroMerchantId: input.macroMerchantId,
  });

  /**
   * Every field is built (and every refusal thrown, as a rejection) before the request is made.
   * The modelled fields win over extra ones of the same name, so no extra field can carry card
   * data unencrypted in place of the rules above.
   */
  async function call(name: string, input: CallInput, fields: () => Record<string, FieldValue>): Promise<WalletAnswer> {
    const body = {
      ...compactFields(input.extraFields ?? {}),
      ...compactFields(fields()),
      version: API_VERSION,
      clientType: CLIENT_TYPE,
      clientId: settings.clientId,
      dateTime: now().toISOString(),
      fp: fingerprint(),
      additionalParams: input.additionalParams ?? {},
    };
    return readAnswer(await postJson(`${baseUrl}/${name}`, body, transport));
  }

  return {
    checkMasterPassEndUser: (input) =>
      call('checkMasterPassEndUser', input, () => ({ userId: input.userId, msisdn: input.msisdn, token: input.token })),

    listManagement: (input) =>
      call('listManagement', input, () => ({ msisdn: input.msisdn, token: input.token, listType: 'ACCOUNT' })),

    register: (input) =>
      call('register', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        referenceNo: input.referenceNo,
        userId: input.userId,
        ...cardFields(input),
        accountAliasName: encodedText(input.cardAlias),
        ...NEW_CARD_FLAGS,
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    validateTransaction: (input) =>
      call('validateTransaction', input, () => ({
        validationRefNo: input.validationRefNo,
        // An SMS code is sent as typed; the wallet PIN and the cvv are secrets of the card holder.
        validationCode: input.pinType === 'otp' ? input.validationCode.trim() : encrypt(input.validationCode.trim()),
        pinType: input.pinType,
        referenceNo: input.referenceNo,
        sendSms: 'Y',
        sendSmsLanguage: language(input),
        token: input.token,
      })),

    resendOtp: (input) =>
      call('resendOtp', input, () => ({
        validationRefNo: input.validationRefNo,
        sendSmsLanguage: language(input),
        token: input.token,
      })),

    remotePurchaseOther: (input) =>
      call('remotePurchaseOther', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        ...purchaseFields(input),
        listAccountName: encodedText(input.cardAlias),
        cvc: encryptCvc(input.cvc),
        sendSms: 'Y',
        sendSmsLanguage: language(input),
        sendSmsMerchant: 'Y',
      })),

    directPurchase: (input) =>
      call('directPurchase', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        ...purchaseFields(input),
        ...cardFields(input),
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    purchaseAndRegister: (input) =>
      call('purchaseAndRegister', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        userId: input.userId,
        ...purchaseFields(input),
        ...cardFields(input),
        accountAliasName: encodedText(input.cardAlias),
        ...NEW_CARD_FLAGS,
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    commitTransaction: (input) =>
      call('commitTransaction', input, () => ({ token: input.token, referenceNo: input.referenceNo, sendSms: 'N' })),

    deleteCard: (input) =>
      call('deleteCard', input, () => ({
        msisdn: input.msisdn,
        accountAliasName: encodedText(input.cardAlias),
        token: input.token,
      })),

    linkCardToClient: (input) =>
      call('linkCardToClient', input, () => ({
        msisdn: input.msisdn,
        cardAliasName: input.cardAlias === undefined ? undefined : encodedText(input.cardAlias),
        token: input.token,
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    addCardToMasterPass: (input) =>
      call('addCardToMasterPass', input, () => ({
        msisdn: input.msisdn,
        cardAliasName: encodedText(input.cardAlias),
        token: input.token,
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    verifyPin: (input) =>
      call('verifyPin', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        referenceNo: input.referenceNo,
        validationCode: encrypt(input.pin.trim()),
        pinType: 'mpin',
        sendSmsLanguage: language(input),
      })),

    updateUser: (input) =>
      call('updateUser', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        oldValue: input.oldValue,
        theNewValue: input.newValue,
        valueType: input.valueType,
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    forgotPassword: (input) =>
      call('forgotPassword', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        referenceNo: input.referenceNo,
        encPan: encryptCardNumber(input.cardNumber),
        cvv: encryptCvc(input.cvc),
        sendSms: 'Y',
        sendSmsLanguage: language(input),
      })),

    completeRegistration: (input) =>
      call('completeRegistration', input, () => ({
        msisdn: input.msisdn,
        token: input.token,
        token2: input.token2,
        referenceNo: input.referenceNo,
        sendSmsLanguage: language(input),
      })),
  };
}
