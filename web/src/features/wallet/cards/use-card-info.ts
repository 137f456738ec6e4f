// The bank and card family of a card's first digits, from the shop's BIN list; cached per BIN so a
// list of cards of one bank asks once.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCardInfo } from '../api';

export function useCardInfo(bin: string | null) {
  return useQuery({
    queryKey: ['wallet', 'card-info', bin],
    queryFn: ({ signal }) => fetchCardInfo(bin ?? '', signal),
    enabled: bin !== null,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
