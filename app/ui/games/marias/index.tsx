import { basicGame } from '../basic';
export const mariasUi = basicGame('marias');
