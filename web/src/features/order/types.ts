// The order pages' data, from the server's OpenAPI document (the order calls).
import type { Schemas } from '../../lib/schemas';

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
/** A parcel the order left in, with the pieces of its lines inside. */
export type Parcel = Schemas['ParcelView'];

/** A return of pieces of a delivered order, as the order and tracking show it. */
export type ReturnView = Schemas['ReturnView'];
export type ReturnStatus = Schemas['ReturnStatus'];
export type ReturnReason = Schemas['ReturnReason'];
/** Whether the order may be returned now, until when, and why not. */
export type ReturnWindow = Schemas['ReturnWindow'];
/** The return form's choices: the lines with the pieces left and the sizes an exchange may give. */
export type ReturnOptions = Schemas['ReturnOptions'];
export type ReturnableLine = Schemas['ReturnableLine'];
export type ReturnReply = Schemas['ReturnReply'];
