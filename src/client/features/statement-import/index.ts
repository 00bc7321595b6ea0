/** The treasurer's bank statement import (/admin/payments/import). */
export { StatementImportScreen } from './components/statement-import-screen';
