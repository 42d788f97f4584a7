/** The product's colours, shared by the back-office theme and the customer's pages. */
export const brandPalette = { primary: { main: '#1677ff' }, secondary: { main: '#001529' } } as const;
