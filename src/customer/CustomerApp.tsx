import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { zhCN } from '@mui/material/locale';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { brandPalette } from '../brand';
import { BookingPage } from './booking/BookingPage';
import { BotChatPage } from './bots/BotChatPage';
import { MiniProgramSimulatorPage } from './deliveries/MiniProgramSimulatorPage';
import { VideoDataPage } from './deliveries/VideoDataPage';
import { CallPage } from './hall/CallPage';
import { JoinPage } from './hall/JoinPage';
import { CustomerRoomPage } from './hall/RoomPage';
import { CustomerSameScreenPage } from './hall/SameScreenPage';
import { pageLink, pagePath } from '../domain/pages';

const customerTheme = createTheme({ palette: brandPalette }, zhCN);

/** The customer's pages: no sign-in, no back-office; loaded alone so a phone downloads little. */
export function CustomerApp() {
  return (
    <ThemeProvider theme={customerTheme}>
      <CssBaseline />
      <BrowserRouter>
        <Routes>
          <Route path={pagePath('customerCall')} element={<CallPage />} />
          <Route path={pagePath('customerBot')} element={<BotChatPage />} />
          <Route path={pagePath('customerJoin')} element={<JoinPage />} />
          <Route path={pagePath('customerBooking')} element={<BookingPage />} />
          <Route path={pagePath('customerRoom')} element={<CustomerRoomPage />} />
          <Route path={pagePath('customerSameScreen')} element={<CustomerSameScreenPage />} />
          <Route path={pagePath('videoData')} element={<VideoDataPage />} />
          <Route path={pagePath('miniProgramSimulator')} element={<MiniProgramSimulatorPage />} />
          <Route path="*" element={<Navigate to={pageLink('customerJoin')} replace />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
