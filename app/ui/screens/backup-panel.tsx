// The backup card of the settings screen (export everything, restore from a
// file); the view lives in ../backup/.
import { BackupPanelView } from '../backup/backup-panel-view';

export function BackupPanel() {
  return <BackupPanelView />;
}
