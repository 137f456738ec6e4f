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
export type OrderContract = Schemas['Contract'];
export type PickupStore = Schemas['PickupStore'];
/** An order as its owner sees it, with the contracts, pickup store and card payment. */
export type OrderDetail = Schemas['OrderView'];
export type CancelReply = Schemas['CancelReply'];
export type RefundView = Schemas['RefundView'];
