import { basicGame } from '../basic';
export const vintUi = basicGame('vint');
