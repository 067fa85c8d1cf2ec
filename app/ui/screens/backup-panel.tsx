export function BackupPanel() {
  return null;
}
