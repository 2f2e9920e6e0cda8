import { randomUUID } from 'node:crypto';

interface Reply {
  code: number;
  msg: string;
  data?: { token?: string };
}

async function call(url: string, token: string | null): Promise<Reply> {
  const response = await fetch(url, { headers: token ? { Authorization: token } : {} });
  const body = (await response.json()) as Reply;
  if (body.code !== 1) throw new Error(`${url}: ${body.msg}`);
  return body;
}

/** A demo account holding a buy and a sell with stop-loss and take-profit, and a pending order (rows on /order). */
export async function demoWithOrders(url: string): Promise<string> {
  const token = (await call(`${url}/api/user/createAccountDemoForU?demo_id=${randomUUID()}`, null)).data?.token;
  if (!token) throw new Error('no demo token');
  const symbols = (await (await fetch(`${url}/v1/api/forex/trade_list`)).json()) as {
    data: { Id: number; Code: string }[];
  };
  const eurusd = symbols.data.find((symbol) => symbol.Code === 'EURUSD');
  if (!eurusd) throw new Error('no EURUSD in the trade list');
  const orders = [
    { type: 1, status: 1, target_price: '0', stop_loss_price: '0.9', target_profit_price: '1.9' },
    { type: 2, status: 1, target_price: '0', stop_loss_price: '1.9', target_profit_price: '0.9' },
    { type: 1, status: 0, target_price: '1.0', stop_loss_price: '0.9', target_profit_price: '1.9' },
  ];
  for (const order of orders) {
    const query = new URLSearchParams({ ...order, type: String(order.type), status: String(order.status) });
    await call(`${url}/v1/api/forex/submit?${query}&cont=0.01&forex_id=${eurusd.Id}&multiple=100`, token);
  }
  return token;
}
