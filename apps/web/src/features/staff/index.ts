/** The staff feature's public face: what other features may use. */
export { StaffPicker } from './components/staff-picker';
export { StaffView } from './components/staff-view';
