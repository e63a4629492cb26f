// Layout parts of application screens: a row that overflows into a More menu, a popover button with
// focus handling, a resizable split. (`useIsMobile` is in the main entry: the host uses it.)
export { OverflowBar, type OverflowItem, type OverflowBarProps } from './OverflowBar';
export { PopoverButton, type PopoverButtonProps, type PopoverTriggerProps } from './PopoverButton';
export { ResizableSplit, DEFAULT_SPLIT_BOUNDS, type ResizableSplitProps } from './ResizableSplit';
export { fitCount } from './overflowFit';
export { clampSize, sizeAfterKey, sizeAtPointer, type SplitBounds } from './splitSize';
