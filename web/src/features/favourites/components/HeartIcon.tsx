// The heart of the favourite buttons: outlined, filled when the product is a favourite (the filled
// heart keeps its outline).
import { Icon } from '../../../components/ui/Icon';

export function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return <Icon name="heart" size={size} filled={filled} strokeWidth={1.8} />;
}
