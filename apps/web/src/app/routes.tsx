import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RESPONSIBLE_GAMING_PATH } from '../features/responsible-gaming';
import { RouteErrorPage, type RouteHandle } from '../features/shell';
import { RootLayout } from './RootLayout';

// Every page is its own chunk, so the first visit downloads only the shell and that page.
const HomePage = lazy(() => import('../routes/HomePage').then((m) => ({ default: m.HomePage })));
const RegisterPage = lazy(() =>
  import('../routes/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const NoticePage = lazy(() =>
  import('../routes/NoticePage').then((m) => ({ default: m.NoticePage })),
);
const VipPage = lazy(() => import('../routes/VipPage').then((m) => ({ default: m.VipPage })));
const PointMallPage = lazy(() =>
  import('../routes/PointMallPage').then((m) => ({ default: m.PointMallPage })),
);
const PromotionsPage = lazy(() =>
  import('../routes/PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
);
const PromoDetailPage = lazy(() =>
  import('../routes/PromoDetailPage').then((m) => ({ default: m.PromoDetailPage })),
);
const GamesPage = lazy(() => import('../routes/GamesPage').then((m) => ({ default: m.GamesPage })));
const ElectronicGamesPage = lazy(() =>
  import('../routes/ElectronicGamesPage').then((m) => ({ default: m.ElectronicGamesPage })),
);
const LotteryPage = lazy(() =>
  import('../routes/LotteryPage').then((m) => ({ default: m.LotteryPage })),
);
const VnLotteryPage = lazy(() =>
  import('../routes/VnLotteryPage').then((m) => ({ default: m.VnLotteryPage })),
);
const ElottPage = lazy(() => import('../routes/ElottPage').then((m) => ({ default: m.ElottPage })));
const SeamlessPage = lazy(() =>
  import('../routes/SeamlessPage').then((m) => ({ default: m.SeamlessPage })),
);
const FbSportsPage = lazy(() =>
  import('../routes/FbSportsPage').then((m) => ({ default: m.FbSportsPage })),
);
const HelpPage = lazy(() => import('../routes/HelpPage').then((m) => ({ default: m.HelpPage })));
const ResponsibleGamingPage = lazy(() =>
  import('../routes/ResponsibleGamingPage').then((m) => ({ default: m.ResponsibleGamingPage })),
);
const DownloadPage = lazy(() =>
  import('../routes/DownloadPage').then((m) => ({ default: m.DownloadPage })),
);
const JoinPage = lazy(() => import('../routes/JoinPage').then((m) => ({ default: m.JoinPage })));
const GamePage = lazy(() => import('../routes/GamePage').then((m) => ({ default: m.GamePage })));
const PlayPage = lazy(() => import('../routes/PlayPage').then((m) => ({ default: m.PlayPage })));
const AgentHomePage = lazy(() =>
  import('../routes/AgentHomePage').then((m) => ({ default: m.AgentHomePage })),
);
const LoginPage = lazy(() => import('../routes/LoginPage').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() =>
  import('../routes/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

const noSideMenu: RouteHandle = { sideMenu: false };
const standalone: RouteHandle = { layout: 'standalone' };
const headerOnly: RouteHandle = { layout: 'headerOnly' };
const headerOnlyNoNav: RouteHandle = { layout: 'headerOnly', hideNav: true };
const gameView: RouteHandle = { layout: 'headerOnly', gameView: true };

/** Every route of both specification documents (history mode). */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'index', element: <HomePage /> },
  { path: 'index.html', element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'register.html', element: <RegisterPage /> },
  { path: 'noticePage', element: <NoticePage /> },
  { path: 'vip', element: <VipPage /> },
  {
    path: 'pointMall',
    element: <PointMallPage />,
    handle: noSideMenu,
  },
  { path: 'promotions', element: <PromotionsPage /> },
  { path: 'promoDetail', element: <PromoDetailPage /> },
  { path: 'live', element: <GamesPage /> },
  { path: 'sports', element: <GamesPage /> },
  { path: 'esports', element: <GamesPage /> },
  { path: 'rng', element: <ElectronicGamesPage /> },
  { path: 'fish', element: <ElectronicGamesPage /> },
  { path: 'pvp', element: <ElectronicGamesPage /> },
  { path: 'lottery', element: <LotteryPage />, handle: headerOnlyNoNav },
  { path: 'vnlottery', element: <VnLotteryPage />, handle: headerOnly },
  { path: 'seamless', element: <SeamlessPage />, handle: headerOnlyNoNav },
  { path: 'fbsports', element: <FbSportsPage />, handle: headerOnly },
  { path: 'elott', element: <ElottPage /> },
  { path: 'help', element: <HelpPage /> },
  { path: 'helpmc', element: <HelpPage />, handle: standalone },
  { path: RESPONSIBLE_GAMING_PATH.slice(1), element: <ResponsibleGamingPage /> },
  { path: 'down', element: <DownloadPage /> },
  { path: 'join', element: <JoinPage /> },
  // A running game needs the room: header only.
  { path: 'game', element: <GamePage />, handle: gameView },
  // The provider's game client runs inside the /game frame: nothing of the site around it.
  { path: 'play', element: <PlayPage />, handle: standalone },
  { path: 'agentHome', element: <AgentHomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // The pathless child keeps header and footer on screen when a page fails to load.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];
