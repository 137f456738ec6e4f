// A home-page block or a page section that throws while rendering takes only itself down: it is
// logged with its name and ID (spec section 8, "Block script errors") and leaves an empty place,
// while the rest of the page renders as usual.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BlockBoundaryProps {
  /** The block's NAME (home blocks) or the section's name (page sections). */
  name: string;
  id?: number | string;
  /** A new value (another product, another page) gives a failed block a fresh try. */
  resetKey?: unknown;
  children: ReactNode;
}

interface BlockBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Spec section 8: the message logged when a block's code is missing or its initialiser fails. */
export const BLOCK_FAILED_MESSAGE = 'Fonksiyon bulunamadı';

export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BlockBoundaryProps, state: BlockBoundaryState): Partial<BlockBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BlockBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { name, id } = this.props;
    console.error(`${BLOCK_FAILED_MESSAGE}: ${name}${id === undefined ? '' : ` #${id}`}`, error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
