/** The product's colours, shared by the back-office theme and the customer's pages; white on the primary blue keeps WCAG AA's 4.5:1. */
export const brandPalette = { primary: { main: '#0958d9' }, secondary: { main: '#001529' } } as const;
