// A part of a checkout step (the delivery or invoice address, the carrier, the store to collect
// from) under its heading, which names it for screen readers.
import type { ReactNode } from 'react';

export function CheckoutSection({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="checkout-section" aria-labelledby={titleId}>
      <h2 className="checkout-section__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
