import { createGlobalStyle } from 'styled-components';

/**
 * Printing the receipt page prints the receipt alone, on one A4 page: the app bars, navigation,
 * footer and buttons are left out, and the receipt is laid out from the top of the page.
 */
export const ReceiptPrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    body * {
      visibility: hidden;
    }
    #receipt,
    #receipt * {
      visibility: visible;
    }
    #receipt {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      inline-size: 100%;
      box-shadow: none;
      break-inside: avoid;
    }
    .no-print {
      display: none !important;
    }
  }
`;
