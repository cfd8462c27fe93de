// The weekly schedules feature's surface: the panel on the supplier's Calendar & Availability tab.
export { WeeklySchedulesPanel } from './weekly-schedules-panel.tsx';
