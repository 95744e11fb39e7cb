import { once } from "node:events";
import { type AddressInfo, createServer, type Server, type Socket } from "node:net";

/**
 * The smallest SMTP server nodemailer will talk to, on 127.0.0.1: keeps each message's data. `silent` accepts
 * the connection and never says a word (a mail server that hangs). `port`: listen there (a server "back up" on
 * the port of one that was down, see `unusedPort`).
 */
export async function startFakeSmtp({ port = 0, silent = false }: { port?: number; silent?: boolean } = {}) {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    server.emit("client");
    if (silent) return;
    let inData = false;
    let data = "";
    socket.write("220 localhost ESMTP\r\n");
    socket.on("data", (chunk) => {
      const text = chunk.toString("utf8");
      if (inData) {
        data += text;
        if (data.includes("\r\n.\r\n")) {
          inData = false;
          messages.push(data);
          data = "";
          socket.write("250 OK queued\r\n");
        }
        return;
      }
      for (const line of text.split("\r\n").filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 localhost\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const actualPort = (server.address() as AddressInfo).port;
  return {
    port: actualPort,
    /** SMTP_URL for the app (no TLS on the fake). */
    url: `smtp://127.0.0.1:${actualPort}?ignoreTLS=true`,
    messages,
    connections: () => connections,
    /** Resolves at the next connection (or at once if one already came). */
    connected: async () => {
      if (connections === 0) await once(server, "client");
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}

/** A port nothing listens on: a mail server that is down (connections are refused at once). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}
