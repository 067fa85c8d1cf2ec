// End of the night (#/night/:id/settle): balances, the fewest payments with
// their paid marks, the chart, closing, export, share and print. app.tsx loads
// this screen on demand; its parts live in ../settle/.
import { SettleView } from '../settle/settle-view';

export function SettleScreen({ nightId }: { nightId: string }) {
  return <SettleView nightId={nightId} />;
}
