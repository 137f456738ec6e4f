import { describe, expect, it } from 'vitest';
import { guardStep, previousStep, redirectFor, stepOf, stepState } from './steps';
import { checkoutEntryPath, stepPath } from '../../lib/checkout-path';

describe('checkout steps', () => {
  it('names the way in for an unknown step', () => {
    expect(stepOf('shipping')).toBe('shipping');
    expect(stepOf('kargo')).toBe('signin');
    expect(stepOf(undefined)).toBe('signin');
  });

  it('sends members to the address step and everyone else to the way in', () => {
    expect(checkoutEntryPath(true)).toBe('/siparis/adres');
    expect(checkoutEntryPath(false)).toBe('/siparis/giris');
    expect(redirectFor('signin', true)).toBe('address');
    expect(redirectFor('signin', false)).toBeNull();
    expect(redirectFor('shipping', true)).toBeNull();
  });

  it('keeps the Turkish slugs under the language prefix', () => {
    expect(stepPath('payment')).toBe('/siparis/odeme');
  });

  it('goes back one step, to the cart from a member’s address step', () => {
    expect(previousStep('payment', false)).toBe('shipping');
    expect(previousStep('shipping', true)).toBe('address');
    expect(previousStep('address', false)).toBe('signin');
    expect(previousStep('address', true)).toBeNull();
    expect(previousStep('signin', false)).toBeNull();
  });

  it('marks the steps before, at and after the current one', () => {
    expect(stepState('signin', 'shipping')).toBe('done');
    expect(stepState('shipping', 'shipping')).toBe('current');
    expect(stepState('payment', 'shipping')).toBe('todo');
  });

  it('sends a guest without a contact to the way in and a shopper without an address to the address step', () => {
    const address = {};
    expect(guardStep('address', { member: false, contact: null, delivery_address: null })).toBe('signin');
    expect(guardStep('shipping', { member: false, contact: {}, delivery_address: null })).toBe('address');
    expect(guardStep('payment', { member: true, contact: null, delivery_address: null })).toBe('address');
    expect(guardStep('address', { member: true, contact: null, delivery_address: null })).toBeNull();
    expect(guardStep('payment', { member: false, contact: {}, delivery_address: address })).toBeNull();
    expect(guardStep('signin', { member: false, contact: null, delivery_address: null })).toBeNull();
  });
});
