//! A connection whose writes fail once they have made no progress for [`WRITE_STALL`].

use std::future::Future as _;
use std::pin::Pin;
use std::task::{Context as TaskContext, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use super::WRITE_STALL;

/// A connection whose writes fail once they have made no progress for [`WRITE_STALL`]: a
/// client that sends requests but reads no answer is cut.
pub(super) struct Stalling {
    stream: TcpStream,
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Stalling {
    pub(super) fn new(stream: TcpStream) -> Stalling {
        Stalling {
            stream,
            stalled: None,
        }
    }

    /// A write is pending: is it pending for too long?
    fn too_long(&mut self, cx: &mut TaskContext<'_>) -> bool {
        let sleep = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(WRITE_STALL)));
        sleep.as_mut().poll(cx).is_ready()
    }

    fn watch<T>(
        &mut self,
        cx: &mut TaskContext<'_>,
        done: Poll<std::io::Result<T>>,
    ) -> Poll<std::io::Result<T>> {
        match done {
            Poll::Pending if self.too_long(cx) => Poll::Ready(Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "the client reads nothing",
            ))),
            Poll::Pending => Poll::Pending,
            ready => {
                self.stalled = None;
                ready
            }
        }
    }
}

impl AsyncRead for Stalling {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut TaskContext<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Stalling {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut TaskContext<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let done = Pin::new(&mut self.stream).poll_write(cx, buf);
        self.watch(cx, done)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut TaskContext<'_>) -> Poll<std::io::Result<()>> {
        let done = Pin::new(&mut self.stream).poll_flush(cx);
        self.watch(cx, done)
    }

    fn poll_shutdown(
        mut self: Pin<&mut Self>,
        cx: &mut TaskContext<'_>,
    ) -> Poll<std::io::Result<()>> {
        let done = Pin::new(&mut self.stream).poll_shutdown(cx);
        self.watch(cx, done)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut TaskContext<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let done = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        self.watch(cx, done)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}
