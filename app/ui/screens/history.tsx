// History (#/history): past nights with their results and per-player totals.
// app.tsx loads this screen on demand; the view lives in ../settle/.
import { HistoryView } from '../settle/history-view';

export function HistoryScreen() {
  return <HistoryView />;
}
