export { backupFileName, embeddedDataFolder, restoreEmbedded } from './backup.ts';
export { registerBackupRoute } from './backup.routes.ts';
