// Shapes of the address and region calls (spec sections 3 and 7), from the server's OpenAPI document.
import type { Schemas } from '../../lib/schemas';

/** A region item (spec section 3): `postalcode` on districts, `has_state` and `pattern` on countries. */
export type RegionItem = Schemas['RegionItem'];

export type InvoiceType = Schemas['InvoiceType'];

/** A saved address; region fields hold a code when chosen from a list, else the typed text. */
export type Address = Schemas['Address'];

/** What the save call takes: the address's fields, with `id` only when an address is edited. */
export type AddressForm = Omit<Address, 'id' | `${string}_title`> & { id?: number };
