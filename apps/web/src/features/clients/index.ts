/** The clients feature's public face for other features. */
export { ClientPicker } from './components/client-picker';
export { ClientViewDialog } from './dialogs/client-view-dialog';
