//! Fair shares of the board's connections: at most [`PER_CLIENT`] at once from one
//! address (a new one closes that address's own idlest, or is closed when all of them
//! are busy), and, when every slot is taken, the
//! connection idle the longest (no request under way, no event stream) is closed to make
//! room. So one machine's hundreds of idle connections, reopened as soon as they are cut,
//! hold at most its own share, and every other phone is answered at once.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tokio::sync::Notify;

/// Connections one client address may hold at once (a browser opens about six).
pub const PER_CLIENT: usize = 16;

/// One connection, as the fair share sees it.
pub struct Live {
    pub client: IpAddr,
    /// When its last request began (milliseconds since the board started).
    last: AtomicU64,
    /// Requests under way.
    busy: AtomicUsize,
    /// It carries an event stream (a board page following the game): never idle.
    streaming: AtomicBool,
    /// Told to close.
    pub close: Notify,
}

impl Live {
    /// A request begins (`events`: it is the event stream).
    pub fn begin(&self, shares: &Shares, events: bool) {
        self.busy.fetch_add(1, Ordering::SeqCst);
        self.last.store(shares.now(), Ordering::SeqCst);
        if events {
            self.streaming.store(true, Ordering::SeqCst);
        }
    }

    /// Its answer is made.
    pub fn end(&self, shares: &Shares) {
        self.busy.fetch_sub(1, Ordering::SeqCst);
        self.last.store(shares.now(), Ordering::SeqCst);
    }
}

/// Every live connection, by address.
pub struct Shares {
    started: Instant,
    live: Mutex<Vec<Arc<Live>>>,
}

impl Default for Shares {
    fn default() -> Self {
        Shares::new()
    }
}

impl Shares {
    pub fn new() -> Shares {
        Shares {
            started: Instant::now(),
            live: Mutex::new(Vec::new()),
        }
    }

    fn now(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Arc<Live>>> {
        match self.live.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// A new connection from `client`. An address that holds its share makes room from
    /// its own: its connection idle the longest is told to close (so its own new request
    /// is served, and nobody else's connection is touched); `None` when every one of its
    /// connections is busy.
    pub fn admit(&self, client: IpAddr) -> Option<Arc<Live>> {
        let mut live = self.lock();
        let own: Vec<&Arc<Live>> = live.iter().filter(|l| l.client == client).collect();
        if own.len() >= PER_CLIENT {
            let idlest = own
                .iter()
                .filter(|l| {
                    l.busy.load(Ordering::SeqCst) == 0 && !l.streaming.load(Ordering::SeqCst)
                })
                .min_by_key(|l| l.last.load(Ordering::SeqCst))?;
            idlest.close.notify_one();
            // Gone from the count now: its task ends at once.
            let gone = Arc::clone(idlest);
            live.retain(|l| !Arc::ptr_eq(l, &gone));
        }
        let conn = Arc::new(Live {
            client,
            last: AtomicU64::new(self.now()),
            busy: AtomicUsize::new(0),
            streaming: AtomicBool::new(false),
            close: Notify::new(),
        });
        live.push(conn.clone());
        Some(conn)
    }

    /// The connection ended.
    pub fn gone(&self, conn: &Arc<Live>) {
        self.lock().retain(|l| !Arc::ptr_eq(l, conn));
    }

    /// Every slot is taken: close the connection idle the longest, from the address
    /// holding the most (so the one that takes most gives first). False when none is
    /// idle.
    pub fn close_idlest(&self) -> bool {
        let live = self.lock();
        let mut held: HashMap<IpAddr, usize> = HashMap::new();
        for l in live.iter() {
            *held.entry(l.client).or_default() += 1;
        }
        let idlest = live
            .iter()
            .filter(|l| l.busy.load(Ordering::SeqCst) == 0 && !l.streaming.load(Ordering::SeqCst))
            .max_by_key(|l| {
                (
                    held.get(&l.client).copied().unwrap_or(0),
                    u64::MAX - l.last.load(Ordering::SeqCst),
                )
            });
        match idlest {
            Some(l) => {
                l.close.notify_one();
                true
            }
            None => false,
        }
    }

    /// How many connections `client` holds now.
    #[cfg(test)]
    pub fn held_by(&self, client: IpAddr) -> usize {
        self.lock().iter().filter(|l| l.client == client).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_address_holds_its_share_and_the_idlest_goes_first() {
        let shares = Shares::new();
        let greedy: IpAddr = "127.0.0.1".parse().expect("an address");
        let other: IpAddr = "127.0.0.2".parse().expect("an address");
        let held: Vec<_> = (0..PER_CLIENT)
            .map(|_| shares.admit(greedy).expect("within its share"))
            .collect();
        // One more from the same address: its own idlest is told to close.
        let more = shares.admit(greedy).expect("room made from its own");
        assert_eq!(shares.held_by(greedy), PER_CLIENT);
        // All busy: no room.
        for l in held.iter().skip(1).chain([&more]) {
            l.begin(&shares, false);
        }
        assert!(shares.admit(greedy).is_none());
        let phone = shares.admit(other).expect("another address is let in");
        phone.begin(&shares, false);
        assert_eq!(shares.held_by(greedy), PER_CLIENT);
        // Every one busy: nothing idle to close.
        assert!(!shares.close_idlest());
        phone.end(&shares);
        assert!(shares.close_idlest());
    }
}
