// The order pages' data, from the server's OpenAPI document (the order calls).
import type { components } from '../../lib/api-schema';

type Schemas = components['schemas'];

export type OrderStatus = Schemas['OrderStatus'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type StatusEntry = Schemas['StatusEntry'];
export type OrderLine = Schemas['OrderLineView'];
export type OrderAddress = Schemas['Address'];
export type BankAccount = Schemas['BankAccount'];
export type TrackReply = Schemas['TrackReply'];

/** A contract as the shopper accepted it when placing the order (plain text, blank-line paragraphs). */
export interface OrderContract {
  kind: string;
  title: string;
  text: string;
}

export interface PickupStore {
  id: number;
  name: string;
  address: string;
}

export interface CardPayment {
  masked_pan: string;
  installment_count: number;
  paid_at: number;
}

/** An order as its owner sees it; the contracts, pickup store and card payment once the server sends them. */
export type OrderDetail = Schemas['OrderView'] & {
  contracts?: OrderContract[] | null;
  store?: PickupStore | null;
  payment?: CardPayment | null;
};
