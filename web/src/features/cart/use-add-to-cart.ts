// The add-to-cart of a button: a running flag (the button is disabled meanwhile) around the action,
// which is fetched on the first add.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate';
import type { AddContext } from './add-outcome';
import type { AddRequest } from './types';

export function useAddToCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const add = async (request: AddRequest, context: AddContext): Promise<void> => {
    // Taken before the button is disabled for the request, which may move focus off it.
    const opener = document.activeElement as HTMLElement | null;
    setRunning(true);
    try {
      const { runAddToCart } = await import('./add-to-cart-action');
      await runAddToCart(request, context, { navigate, queryClient, t, opener });
    } finally {
      setRunning(false);
    }
  };

  return { add, running };
}
