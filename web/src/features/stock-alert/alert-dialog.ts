// The guest's alert dialog as it loads: its messages are merged before it first renders.
import StockAlertDialog from './components/StockAlertDialog';
import { loadStockAlertMessages } from './stock-alert-messages';

export async function loadAlertDialog(): Promise<{ default: typeof StockAlertDialog }> {
  await loadStockAlertMessages();
  return { default: StockAlertDialog };
}
