"""Where the server listens: llama-server's `--host a,b,...`, each an IP address or a Unix
socket path ending in `.sock`, all on one `--port` (port 0: the one the first address got)."""
import os
import socket


def split_hosts(host) -> list[str]:
    """`"127.0.0.1,::1"` or a list -> the addresses, in order."""
    hosts = host.split(",") if isinstance(host, str) else list(host)
    hosts = [h.strip() for h in hosts if h.strip()]
    if not hosts:
        raise ValueError(f"--host {host!r}: no address given")
    return hosts


def needs_sockets(hosts: list[str]) -> bool:
    """True when uvicorn's own single bind cannot do it: several addresses, or a Unix socket."""
    return len(hosts) > 1 or hosts[0].endswith(".sock")


def bind(hosts: list[str], port: int) -> list[socket.socket]:
    """A bound socket per address, as uvicorn binds one (SO_REUSEADDR; an IPv6 address listens
    for IPv6 only when there are several, as llama-server's `::` does)."""
    out = []
    try:
        for host in hosts:
            if host.endswith(".sock"):
                if os.path.exists(host):
                    os.unlink(host)
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.bind(host)
            else:
                family = socket.AF_INET6 if ":" in host else socket.AF_INET
                s = socket.socket(family, socket.SOCK_STREAM)
                s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6 and len(hosts) > 1:
                    s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                s.bind((host, port))
                if port == 0:
                    port = s.getsockname()[1]
            s.set_inheritable(True)
            out.append(s)
    except OSError as e:
        for s in out:
            s.close()
        raise OSError(f"--host {host}: cannot listen on {host}:{port} ({e.strerror or e})") from None
    return out
