// Where a bank transfer goes: the shop's accounts as the order's answer names them.
import type { BankAccount } from '../types';

export function useTransferAccounts(fromOrder: readonly BankAccount[]): readonly BankAccount[] {
  return fromOrder;
}
