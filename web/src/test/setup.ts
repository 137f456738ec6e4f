// Node has no localStorage: tests get a small in-memory one with the same interface.
import { memoryStorage } from './memory-storage';

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
}
