import type { NotificationsSlice } from './notificationsSlice';
import type { SessionSlice } from './sessionSlice';
import type { UiSlice } from './uiSlice';

export type BasinState = UiSlice & SessionSlice & NotificationsSlice;
