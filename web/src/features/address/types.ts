// Shapes of the address and region calls (spec sections 3 and 7).
import type { RegionOption } from './cascade';

export type { RegionOption };

export type InvoiceType = 'individual' | 'corporate';

/** A saved address; region fields hold a code when chosen from a list, else the typed text. */
export interface Address {
  id: number;
  title: string;
  name: string;
  surname: string;
  /** E.164, e.g. +905321234567. */
  phone: string;
  country: string;
  country_title: string;
  state: string;
  state_title: string;
  city: string;
  city_title: string;
  town: string;
  town_title: string;
  district: string;
  district_title: string;
  postcode: string;
  address: string;
  invoice_type: InvoiceType;
  tckn: string;
  company_name: string;
  tax_office: string;
  vkn: string;
  e_invoice: number;
  default_delivery: number;
  default_invoice: number;
}

/** What the save call takes: the address's fields, with `id` only when an address is edited. */
export type AddressForm = Omit<Address, 'id' | `${string}_title`> & { id?: number };

/** A field the server refused, with its message. */
export interface FieldRefusal {
  key: string;
  message: string;
}
