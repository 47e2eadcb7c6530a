export { NarrowPage as Page, Card, Muted, ErrorText, SuccessText } from '@/components/ui/layout';
