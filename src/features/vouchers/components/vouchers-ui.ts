export { StackCard as Card } from '@/components/ui/card';
export { NarrowPage as Page, Muted, ErrorText, SuccessText } from '@/components/ui/layout';
