// Forecasting and migrations: monthly forecasts per organisation (migration 0008).
export {};
