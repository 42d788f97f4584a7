import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { zhCN } from '@mui/material/locale';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { brandPalette } from '../brand';
import { BookingPage } from './booking/BookingPage';
import { BotChatPage } from './bots/BotChatPage';
import { MiniProgramSimulatorPage } from './deliveries/MiniProgramSimulatorPage';
import { VideoDataPage } from './deliveries/VideoDataPage';
import { MINI_PROGRAM_SIMULATOR_PAGE } from '../schemas/miniProgram';
import { CallPage } from './hall/CallPage';
import { JoinPage } from './hall/JoinPage';
import { CustomerRoomPage } from './hall/RoomPage';
import { CustomerSameScreenPage } from './hall/SameScreenPage';

const customerTheme = createTheme({ palette: brandPalette }, zhCN);

/** The customer's pages: no sign-in, no back-office; loaded alone so a phone downloads little. */
export function CustomerApp() {
  return (
    <ThemeProvider theme={customerTheme}>
      <CssBaseline />
      <BrowserRouter>
        <Routes>
          <Route path="/customer/call" element={<CallPage />} />
          <Route path="/customer/bot" element={<BotChatPage />} />
          <Route path="/customer/join" element={<JoinPage />} />
          <Route path="/customer/booking" element={<BookingPage />} />
          <Route path="/customer/room/:serviceId" element={<CustomerRoomPage />} />
          <Route path="/customer/sameScreen/:serviceId" element={<CustomerSameScreenPage />} />
          <Route path="/videoData/:id" element={<VideoDataPage />} />
          <Route path={MINI_PROGRAM_SIMULATOR_PAGE} element={<MiniProgramSimulatorPage />} />
          <Route path="*" element={<Navigate to="/customer/join" replace />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
